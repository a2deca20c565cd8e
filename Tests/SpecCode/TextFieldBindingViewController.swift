import AKABeacon

/// AKABeacon's text field example (its "Getting Started" and Example 1): the view controller
/// enables binding support in `viewDidLoad` and is the root view model of three text fields,
/// whose binding expressions are the README's, set as Interface Builder sets them.
class TextFieldBindingViewController: UIViewController, AKABindingDataContext {
    struct Values: Codable {
        var stringValue: String?
        var numberValue = 12.5
    }

    var dataContext = Values()

    let firstTextField = UITextField()
    let secondTextField = UITextField()
    let thirdTextField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        firstTextField.textBinding_aka = """
        stringValue {
        	textForUndefinedValue: "(Please enter some text)",
        	treatEmptyTextAsUndefined: $true
        }
        """
        secondTextField.textBinding_aka = "stringValue { liveModelUpdates: $false }"
        thirdTextField.textBinding_aka = """
        numberValue {
        	numberFormatter: {
        		numberStyle: $enum.CurrencyStyle
        	},
        	editingNumberFormatter: {
        		maximumFractionDigits: 5
        	}
        }
        """
        for field in [firstTextField, secondTextField, thirdTextField] { view.addSubview(field) }
        AKABindingBehavior.addToViewController(self)
    }
}
