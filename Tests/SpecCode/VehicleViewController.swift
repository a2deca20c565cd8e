import DataBindSwift

/// The model the spec maps with ObjectMapper (its step 5), reduced to its `toJSON()`.
struct SomeModel {
    var model = "3"
    var brand = "Tesla"

    func toJSON() -> [String: Any] {
        ["vehicle": ["brand": ["name": brand, "car": ["model": model]]]]
    }
}

/// DataBindSwift's code step: the outlet (step 2), the delegate (step 3), `toJSON()` (step 4)
/// and `fillFields(withObject:)` (step 5), as the spec writes them.
class VehicleViewController: UIViewController {
    #if canImport(UIKit)
    @IBOutlet var dataBindView:DataBindView!
    #else
    // Linux has no Objective-C runtime, which `@IBOutlet` of a class type needs.
    var dataBindView:DataBindView!
    #endif

    let someModel = SomeModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        dataBindView.delegate = self
    }

    /// Step 4.
    func save() {
        self.dataBindView.toJSON()
    }

    /// Step 5.
    func fill() {
        self.dataBindView.fillFields(withObject:someModel.toJSON())
    }
}

// The spec's step 3 ("In some UIViewController, do:"), on this view controller: on
// `UIViewController` itself, Swift would demand `public` methods and warn of a retroactive
// conformance (docs/decisions.md).
extension VehicleViewController : DataBindViewDelegate {
    func didFillAllComponents(JSON:[String:Any]) {
        
    }
    
    func willFill(component: Any, value: Any) -> Any? {
//        switch component as! UIView {
//        case self.someViewComponent:
//            break
//        default:
//            break
//        }
        return value
    }
    
    func didFill(component: Any, value: Any) {
        
    }
    
    func willSet(component: Any, value: Any) -> Any? {
        return value
    }
    
    func didSet(component: Any, value: Any) {
        
    }    
    
}
